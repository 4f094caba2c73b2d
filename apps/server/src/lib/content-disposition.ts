/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>`: any file name made safe in a header. `extension`
 * (e.g. '.xlsx') is taken off before cleaning and put back after, so the file always ends with it.
 */
export function attachmentContentDisposition(fileName: string, extension = ''): string {
  const stem = extension && fileName.toLowerCase().endsWith(extension.toLowerCase()) ? fileName.slice(0, -extension.length) : fileName;
  // Control characters (below space, and DEL) and the characters file systems refuse become '-'.
  const printable = Array.from(stem, (char) => (char < ' ' || char === '\u007f' ? '-' : char)).join('');
  const name = `${printable.replace(/[\\/:*?"<>|]+/g, '-') || 'export'}${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
