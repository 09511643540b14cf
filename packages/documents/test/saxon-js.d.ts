// The part of SaxonJS (saxon-js, no types of its own) the Factur-X tests use.
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal?: unknown;
    stylesheetText?: string;
    sourceText: string;
    destination: 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: string };
  };
  export default SaxonJS;
}
