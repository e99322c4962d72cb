/** The least zxcvbn score (0–4) a private journal's passphrase may have ("safely unguessable" against a slow hash). */
export const MIN_PASSPHRASE_SCORE = 3;
