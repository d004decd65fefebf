/**
 * The login form's schema, in a module of its own so the form can import it on demand
 * (components/login-form.tsx): importing the contract's index on demand would bring all of it.
 */
export { loginRequest } from '@repertoire/contract';
