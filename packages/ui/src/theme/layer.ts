/** The cascade layer that holds all of the package's CSS (`style.css`, `admin.css`); an app's unlayered rules win. */
export const cssLayer = 'agency-ui';
