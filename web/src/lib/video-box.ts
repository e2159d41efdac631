/**
 * The box a public page's video player keeps before its file says its size (issue 31: no layout
 * shift on the pages sent to clients): the master's ratio, 16:9 when it has none, as CSS
 * `aspect-ratio`. The video letterboxes inside it when a maximum height caps the box.
 */
export const videoAspectRatio = (ratio: string | null | undefined): string =>
  ratio && /^\d+:\d+$/.test(ratio) ? ratio.replace(':', ' / ') : '16 / 9';
