/** A public playlist's link, as the player's address holds it, and as its calls name it. */
export type PlaylistLink = { createdOn: string; hashKey: string };
export const linkParams = ({ createdOn, hashKey }: PlaylistLink) => ({ created_on: createdOn, hash_key: hashKey });
