/**
 * The cycle check of `npm run lint` (dependency-cruiser; the layer boundaries are ESLint rules in
 * eslint.config.js). A circle of imports, even of types only, means two files that cannot be
 * understood, tested or split apart one without the other: the web's data layer pulling the
 * screen registry, the contract's menus importing the modules that import them. None is allowed.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles, type-only ones included: move the shared part into a file both import.',
      from: {},
      // A circle that passes through `import()` is split at load: the lazily loaded screen is its
      // own chunk, evaluated after its registry. Those are left to the layer rules of ESLint.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    // Type-only imports count: `import type` circles are circles of meaning all the same.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|artifacts|coverage)/' },
    moduleSystems: ['es6'],
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};
