/** Every page of the app: declared in the contract (packages/contract/src/pages.ts), which the server's links use too. */
export { pagePaths as paths } from '@repertoire/contract';
