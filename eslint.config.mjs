/**
 * The code lint (`npm run lint:code`): ESLint's and typescript-eslint's recommended rules, plus the
 * type-aware rules that find bugs the compiler lets through, and for the React code the rules of hooks
 * (as Docusaurus's own lint has them) and jsx-a11y's recommended accessibility rules. Layout is Prettier's (`.prettierrc`,
 * `npm run lint:format`), so no rule here is about layout. The writers' lint is another tool
 * (`npm run lint:content`, scripts/lint/).
 *
 * An inline `eslint-disable-next-line` is for a line where the rule is wrong, with the reason beside it.
 */
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Rules that need the types (typescript-eslint's type-checked set, less the ones listed after it). */
const TYPE_AWARE = {
  // Promises: one nobody awaits loses its error (an unhandled rejection, or a step that finishes
  // after the script that started it); one passed where a callback's result is ignored (an event
  // handler, a `forEach`) does the same; awaiting what is not a promise is a mistake about the API.
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/await-thenable': 'error',
  // Throwing or rejecting with something other than an Error loses the stack trace.
  '@typescript-eslint/only-throw-error': 'error',
  '@typescript-eslint/prefer-promise-reject-errors': 'error',
  // A value that may be an object turned into text prints "[object Object]" (in a page, a
  // collection, a message).
  '@typescript-eslint/no-base-to-string': 'error',
  '@typescript-eslint/restrict-template-expressions': [
    'error',
    {allowAny: true, allowBoolean: true, allowNullish: true, allowNumber: true, allowRegExp: true},
  ],
  // A switch over a union that misses a member, found when the union grows rather than at run time.
  '@typescript-eslint/switch-exhaustiveness-check': ['error', {considerDefaultExhaustiveForUnions: true}],
  // Not no-unnecessary-type-assertion: with the project service, a file's program holds only what it
  // imports, without the module augmentations other files load (mdast-util-mdx-jsx's node types), so
  // the rule called casts unnecessary that tsc needs, and its fixes broke the type check.
  // A method taken off its object loses `this`.
  '@typescript-eslint/unbound-method': 'error',
  // Arrays misused as objects, code built from strings, unions that say a type twice.
  '@typescript-eslint/no-array-delete': 'error',
  '@typescript-eslint/no-for-in-array': 'error',
  '@typescript-eslint/no-implied-eval': 'error',
  'no-implied-eval': 'off',
  '@typescript-eslint/no-duplicate-type-constituents': 'error',
  '@typescript-eslint/no-redundant-type-constituents': 'error',
  // Left out of the type-checked set, each for a reason:
  // - no-unsafe-argument, -assignment, -call, -member-access, -return: the code reads parsed YAML,
  //   JSON and Docusaurus's internals, typed where it is used; these flag every step of that, which
  //   no-explicit-any already keeps from spreading;
  // - require-await: an async function without `await` is how the code meets an interface that
  //   wants a promise (Docusaurus's plugin hooks, the tests' stand-ins);
  // - no-unsafe-enum-comparison: it flags comparing domhandler's string enum with the same string.
};

/** The files that run in React: components, theme components and the plugins' browser code. */
const REACT_CODE = [
  'src/components/**/*.{ts,tsx}',
  'src/theme/**/*.{ts,tsx}',
  'src/clientModules/**/*.{ts,tsx}',
  'src/plugins/**/{theme,client}/**/*.{ts,tsx}',
  // The performance layer's browser code, and its fixture site's components.
  'packages/*/src/**/{theme,client}/**/*.{ts,tsx}',
  'packages/*/tests/fixture/src/**/*.{ts,tsx}',
];

export default defineConfig(
  globalIgnores([
    'build/',
    'build-stock/',
    '.docusaurus/',
    'bench/.work/',
    'tests/fixtures/',
    'packages/*/lib/',
    'packages/*/tests/fixtures/',
    'packages/*/.fixture-build/',
    // The template test's site (create-docusaurus's output and its build), made while the lint runs.
    'packages/*/.template-site/',
    'packages/*/tests/fixture/.docusaurus/',
    'examples/*/dist/',
    'examples/*/data/',
  ]),
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      ...TYPE_AWARE,
      // A name that starts with `_` is unused on purpose: a parameter an interface passes, or a
      // property taken out of an object so that the rest goes on (`const {id: _id, ...rest}`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    // The React code: hooks called unconditionally, at the top level of a component or hook, and effects
    // and memos that name every value they read; the markup's accessibility (names, roles, keyboard).
    // The code that runs in React (components, theme, client code); the build's Node code and the tests'
    // `useBrowser` are not React.
    files: REACT_CODE,
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {files: REACT_CODE, ...jsxA11y.flatConfigs.recommended},
  {
    // The JavaScript files (this config, the OpenAPI lint, the webpack loaders): run by Node, not
    // type-checked (the TypeScript project does not include them).
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: globals.node},
  },
);
