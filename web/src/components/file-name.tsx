import { Fragment } from 'react';

/**
 * A file name that wraps only between its parts (after `_`, `-` and `.`), never inside a word:
 * `ABC123_RADIO_MP3_320.mp3` breaks as `ABC123_RADIO_` / `MP3_320.mp3`, not mid-key. A part longer
 * than its box still wraps, as a last resort.
 */
export function FileName({ name }: { name: string }) {
  const parts = name.split(/(?<=[_.-])/);
  return (
    <span style={{ overflowWrap: 'break-word' }} title={name}>
      {parts.map((part, index) => (
        // Parts repeat (`_`), so their place is their identity.
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
