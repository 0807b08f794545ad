/** The recovery codes as a text file to keep: a heading, the codes one per line, a reminder. */
export function recoveryCodesText(codes: string[], heading: string, note: string): string {
  return [heading, '', ...codes, '', note, ''].join('\n');
}

/** Offers the codes as a .txt download. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The secret in groups of four, easier to type into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The server's QR code as an image source: the SVG is shown as a picture, never put into the page as markup. */
export const svgImageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
