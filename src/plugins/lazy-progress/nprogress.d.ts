// The part of nprogress 0.2 (no types of its own) that ./client/progress.ts calls.
declare module 'nprogress' {
  interface NProgress {
    configure(options: {showSpinner?: boolean}): NProgress;
    start(): NProgress;
    done(force?: boolean): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}
