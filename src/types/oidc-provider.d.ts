// oidc-provider ships no types; src/modules/auth/embedded/oidc-provider.types.ts describes what we use.
declare module 'oidc-provider';
