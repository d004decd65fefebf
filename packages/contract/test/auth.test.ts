import { beforeAll, describe, expect, it } from 'vitest';
import {
  changePasswordRequest,
  loginRequest,
  passwordField,
  resetPasswordRequest,
  signupRequest,
} from '../src/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/fields';
import { loadCommonPasswords } from '../src/common-passwords';

// As the server does before it answers: these tests parse synchronously, as its routes do.
beforeAll(() => loadCommonPasswords());

const individual = {
  register_as: 'individual',
  given_name: 'Ada',
  nationality: 'gb',
  date_of_birth: '1985-06-15',
  phone: '+44 20 7946 0958',
  roles: ['songwriter', 'performer', 'songwriter'],
  email: 'Ada@Example.com',
  password: 'correct horse battery',
};

const corporate = {
  register_as: 'corporate',
  corporation_name: 'Northern Songs Ltd',
  registration_number: '01234567',
  corporation_kind: 'publisher',
  country: 'GB',
  contact_person: 'Brian Epstein',
  phone: '+44 20 7946 0958',
  email: 'rights@northern.example',
  password: 'correct horse battery',
};

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('signupRequest', () => {
  it('accepts an individual, de-duplicating roles and lower-casing the email', () => {
    const parsed = signupRequest.parse(individual);
    expect(parsed.register_as).toBe('individual');
    if (parsed.register_as !== 'individual') throw new Error('expected an individual');
    expect(parsed.roles).toEqual(['songwriter', 'performer']);
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.nationality).toBe('GB');
    expect(parsed.other_names).toBe('');
  });

  it('accepts a corporation', () => {
    const parsed = signupRequest.parse(corporate);
    expect(parsed.register_as).toBe('corporate');
  });

  it('asks an individual for the individual fields, not the corporate ones', () => {
    const result = signupRequest.safeParse({ ...individual, given_name: undefined, roles: [] });
    expect(paths(result).sort()).toEqual(['given_name', 'roles']);
  });

  it('asks a corporation for its name and registration number', () => {
    const result = signupRequest.safeParse({ ...corporate, corporation_name: '', registration_number: undefined });
    expect(paths(result).sort()).toEqual(['corporation_name', 'registration_number']);
  });

  it('refuses an unknown account kind in words', () => {
    const result = signupRequest.safeParse({ ...individual, register_as: 'band' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['register_as', 'Register as an individual or a corporation']]);
  });
});

describe('passwordField', () => {
  it('accepts a password at each bound', () => {
    expect(passwordField.safeParse('x7'.repeat(PASSWORD_MIN_LENGTH / 2)).success).toBe(true);
    expect(passwordField.safeParse('k'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
  });

  it('refuses a password one character too short or too long', () => {
    expect(passwordField.safeParse('k'.repeat(PASSWORD_MIN_LENGTH - 1)).error?.issues[0]?.message).toBe(
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    );
    expect(passwordField.safeParse('k'.repeat(PASSWORD_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    );
  });

  it.each(['password', 'Password1', 'QWERTYUIOP', 'songwriter', 'qwerty1234', 'Iloveyou1', 'liverpool1'])('refuses the common password %j', (value) => {
    expect(passwordField.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
      'This password is too common: choose another one',
    ]);
  });

  it('applies to sign-up, reset and change alike', () => {
    expect(signupRequest.safeParse({ ...individual, password: 'iloveyou' }).success).toBe(false);
    const userId = '6f1c1f0e-3b7a-4c1e-9a53-2f0c4b8d9e10';
    expect(resetPasswordRequest.safeParse({ userId, token: 't', password: 'iloveyou' }).success).toBe(false);
    expect(changePasswordRequest.safeParse({ current_password: 'x', new_password: 'iloveyou' }).success).toBe(false);
  });
});

describe('loginRequest', () => {
  it('lower-cases the email and does not judge the password', () => {
    expect(loginRequest.parse({ email: ' ADA@example.com', password: 'short' })).toEqual({
      email: 'ada@example.com',
      password: 'short',
    });
  });
  it('asks for a password', () => {
    expect(loginRequest.safeParse({ email: 'ada@example.com', password: '' }).error?.issues[0]?.message).toBe(
      'Password is required',
    );
  });
});
