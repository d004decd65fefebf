import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ---- Server boundaries (apps/server/src/features/README.md) ----

const server = 'apps/server/src';
const serverFeatures = readdirSync(new URL(`./${server}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The db/schema tables each feature's files may import: the feature's own, and the exceptions
 * written beside them with their reason. Row types are free (a type runs no query).
 */
const serverFeatureTables = {
  'bank-details': [
    'bankDetails',
    'bankDetailsChanges',
    // Exception: a change is confirmed with the account's password (its hash is read, never written), and staff read
    // bank details of members only (the account's role).
    'users',
  ],
  auth: ['users', 'oneTimeTokens', 'secondFactors', 'recoveryCodes'],
  dashboard: [
    // Exception: the dashboard counts the member's works and recordings by status and per month of registration,
    // reads the start of their previous session (their last visit) and whether they have bank details, read only, in
    // one answer; asking each owning feature would make one request a round of features. The one query stands on the
    // member's row of `users`.
    'musicalWorks',
    'soundRecordings',
    'sessions',
    'bankDetails',
    'users',
  ],
  'catalogue-import': ['catalogueImports', 'catalogueImportProblems', 'catalogueImportMappings'],
  'cwr-submissions': [
    'cwrSubmissions',
    'cwrTransactions',
    // Exception: the mail that sends a read file's ACK reads its sender's address with the submission, read only.
    'users',
  ],
  'cwr-exports': ['cwrExports', 'cwrExportParts', 'cwrExportTransactions', 'cwrAckImports'],
  distributions: [
    'distributions',
    'usageFiles',
    'usageFileProblems',
    'usageLines',
    'allocations',
    // The share history the registry's triggers write (migration 0044); the matching and splitting statements read the
    // registry's works, recordings, shares and disputes by name, read only, in one statement per batch or distribution.
    'workSharePeriods',
    'recordingOwnerPeriods',
  ],
  payments: [
    'payments',
    'paymentRuns',
    'carriedBalances',
    // Exception: lists name each payment's distribution, read only; distributions pays members through this feature when
    // it closes one, so asking it would make the two features depend on each other.
    'distributions',
    // Exception: staff lists name each payment's member and each run's author, and a member owed a payment without bank
    // details is mailed at their address, read only.
    'users',
  ],
  'error-logs': ['errorLogs'],
  health: [],
  jobs: ['jobs'],
  'member-people': [
    'memberPeople',
    'memberInvitations',
    // Exception: a person is a login (a `users` row) the feature creates from an invitation, and a member's setting
    // (two-step sign-in for everyone) is a column of the member's row.
    'users',
    // Exception: the People page shows who has two-step sign-in, read only.
    'secondFactors',
  ],
  notifications: [
    'notifications',
    'notificationStreams',
    // Exception: a page of notifications joins each sender's name and picture in the same query.
    'users',
  ],
  profile: [
    // Exception: the profile is the account row auth creates; profile edits its profile columns.
    'users',
  ],
  'rights-holders': [
    'rightsHolders',
    // Exception: a party's details list the registered works it holds shares in (GET /rights-holders/{id}), read only.
    // Asking musical-works instead would make the two features depend on each other (works show their parties).
    'musicalWorks',
    'musicalWorkShares',
    // Exception: the works listed show whether they are in dispute, read only.
    'workInDispute',
  ],
  'musical-works': [
    'musicalWorks',
    'musicalWorkShares',
    // Exception: share lines are read joined to their rights holder (name, IPI), never written; the registry searches writers by name and IPI.
    'rightsHolders',
    // Exception: a work's details list the recordings of it, read only; a recording points at its work, so
    // asking the recordings feature would make the two features depend on each other.
    'soundRecordings',
    // Exception: whether a work is in dispute (lists show it, share edits wait for the dispute), read only; disputes
    // settle a work's shares through this feature, so asking disputes would make the two depend on each other.
    'workInDispute',
    // Exception: the registry sums the claims waiting on each work it lists (a new claim must fit beside them),
    // read only, for the same reason.
    'workClaims',
    // Exception: a work's details show what receiving societies acknowledged of it, read only; cwr-exports reads the
    // works it sends through this feature, so asking it would make the two features depend on each other.
    'cwrExports',
    'cwrExportTransactions',
  ],
  'sound-recordings': [
    'soundRecordings',
    'soundRecordingPerformers',
    'soundRecordingOwners',
    // Exception: performers and owners are read joined to their rights holder, never written.
    'rightsHolders',
  ],
  'staff-members': [
    // Exception: staff read members' accounts and set their ISNI and IPI name number, which members cannot set themselves.
    'users',
    'memberIdentifierChanges',
    // Exception: names are searched in the members' own rights-holder records (their trigram index), read only.
    'rightsHolders',
    // Exception: a member's page counts their works and recordings by status, read only.
    'musicalWorks',
    'soundRecordings',
  ],
  'staff-announcements': [
    'announcements',
    // Exception: an announcement goes to the members (their notifications and confirmed addresses are selected in one INSERT … SELECT), read only.
    'users',
  ],
  'support-requests': ['supportRequests'],
  disputes: [
    'disputes',
    'disputeParties',
    'disputePartyShares',
    'disputeEvidence',
    'disputeEvents',
    'workClaims',
    'workInDispute',
    // Exception: lists and searches join the disputed work's title and ISWC, and a claim locks the work's row (FOR UPDATE)
    // so that claims arriving together are judged one after the other; the work's shares are written by musical-works.
    'musicalWorks',
    // Exception: the parties' names and addresses (notifications, mail) and the staff to tell when a deadline passes, read only.
    'users',
    // Exception: a party's split is read joined to its rights holders (name, IPI), never written.
    'rightsHolders',
  ],
  'catalogue-export': [
    // Exception: the export reads the member's works and recordings a page at a time in title order (a keyset cursor,
    // one indexed query a page) with the first few recordings, performers and owners of each item, read only; which
    // items is decided by the owning features' own list filters (ownWorksWhere, ownRecordingsWhere), share tables come
    // from musical-works (findShareLines).
    'musicalWorks',
    'soundRecordings',
    'soundRecordingPerformers',
    'soundRecordingOwners',
    'rightsHolders',
    // Exception: an import's stored file and its errors, read only, to give back its rows in error; the import writes them.
    'catalogueImports',
    'catalogueImportProblems',
  ],
  'staff-accounts': [
    'staffAccountEvents',
    // Exception: staff accounts are rows of users (created through auth's insertStaffAccount); administrators set their roles
    // and remove them, and the list reads whether each has set up two-step sign-in, read only.
    'users',
    'secondFactors',
  ],
  'staff-inbox': [
    // Exception: the inbox lists error reports and support requests as one list, newest first (one UNION ALL), and marks them
    // handled; the owning features only write them.
    'errorLogs',
    'supportRequests',
    // Exception: the names and addresses of who wrote and who handled each item, read only.
    'users',
  ],
};

const notAnIndex = '/(?!index(?:\\.[jt]s)?$)[^/]';
const featureInternalsMessage = "Import another feature from its folder, which is its index.ts (e.g. '../rights-holders'), not from its files.";
const pluginsPattern = {
  regex: '(?:^|/)plugins(?:/|$)',
  caseSensitive: true,
  message: 'Services and repositories never import plugins: take what they need as arguments (db, Deps) or from lib/.',
};

/** no-restricted-imports for a folder's files, with plugins also refused to its services and repositories. */
function serverImportRules(dir, patterns, ignores = []) {
  const rule = (extra) => ({ 'no-restricted-imports': ['error', { patterns: [...patterns, ...extra] }] });
  return [
    { files: [`${dir}/**/*.ts`], ignores, rules: rule([]) },
    { files: [`${dir}/**/*.{service,repository}.ts`], ignores, rules: rule([pluginsPattern]) },
  ];
}

const serverBoundaries = [
  // Outside the features (app.ts, db/, lib/, session/…), a feature is reached through its index.ts.
  // Tests (apps/server/test) are left free: they drive a feature's services without HTTP.
  ...serverImportRules(server, [{ regex: `(?:^|/)features/[^/]+${notAnIndex}`, caseSensitive: true, message: featureInternalsMessage }], [
    `${server}/features/**`,
  ]),
  {
    files: [`${server}/features/index.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^\\./[^/]+${notAnIndex}`, caseSensitive: true, message: featureInternalsMessage }] }],
    },
  },
  // Inside a feature any import of its own files is fine; another feature's files are not.
  ...serverFeatures.flatMap((feature) => {
    const others = serverFeatures.filter((other) => other !== feature).join('|');
    const crossFeature = { regex: `^(?:\\.\\./)+(?:features/)?(?:${others})${notAnIndex}`, caseSensitive: true, message: featureInternalsMessage };
    return [
      ...serverImportRules(`${server}/features/${feature}`, [crossFeature]),
      {
        files: [`${server}/features/${feature}/**/*.ts`],
        rules: {
          '@typescript-eslint/no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  regex: '(?:^|/)db/schema(?:/|$)',
                  caseSensitive: true,
                  // No list at all refuses every table (allowImportNames may not be empty).
                  ...(serverFeatureTables[feature]?.length ? { allowImportNames: serverFeatureTables[feature] } : {}),
                  allowTypeImports: true,
                  message: `A feature queries only its own tables: ask the owning feature's index.ts, or list the table for ${feature} in eslint.config.js (serverFeatureTables) with the reason.`,
                },
              ],
            },
          ],
        },
      },
    ];
  }),
  {
    files: ['apps/server/**/*.{service,repository}.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^(all|allSettled)$/]",
          message:
            'Run queries one after the other: the db passed in may be a transaction, one client runs one query at a time, and pg 8 warns about concurrent queries that pg 9 refuses.',
        },
      ],
    },
  },
];

// ---- Web boundaries (apps/web/src/features/README.md) ----

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
      'apps/web/src/lib/countries/countries.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // Imports flow one way, shared code → features → app (bulletproof-react): features never import each other
  // nor the app, and shared code (components/ lib/ config/ hooks/ testing/) imports neither.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./)+(?:features/)?(?:${webFeatures.filter((other) => other !== feature).join('|')})(?:/|$)`,
              caseSensitive: true,
              message: 'Import shared code from components/, lib/ or config/, not another feature.',
            },
            { group: ['**/app/**', '**/app'], message: 'A feature never imports the app: the app composes the features.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib,config,hooks,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**', '**/features'], message: 'Shared code never imports a feature: move what both need into components/, lib/ or config/.' },
            { group: ['**/app/**', '**/app'], message: 'Shared code never imports the app.' },
          ],
        },
      ],
    },
  },
  ...serverBoundaries,
  // No import cycles: a module that imports, however indirectly, something that imports it back sees half-initialised
  // bindings at start-up, and the two can no longer be understood (nor moved) apart. Type-only imports are exempt: they
  // vanish from the output.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
