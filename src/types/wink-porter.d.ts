declare module 'wink-eng-lite-web-model/dist/porter-stemmer.js' {
  /** Porter2 stemmer of the wink English model: lowercase word in, stem out. */
  const stem: (word: string) => string;
  export default stem;
}
