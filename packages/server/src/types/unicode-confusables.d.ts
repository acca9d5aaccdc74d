// The package ships its types as `index.ts.d`, which TypeScript does not find: the one function used, declared here.
declare module 'unicode-confusables' {
  /** Each code point replaced by its prototype in Unicode's confusables.txt (zero-width characters removed). */
  export function rectifyConfusion(input: string): string;
}
