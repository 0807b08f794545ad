/**
 * The built-in PDF fonts (Helvetica) show WinAnsi only: Latin-1 plus these characters at 0x80–0x9F.
 * Anything else in a product name or address would come out as garbage, so it is replaced first.
 */
export const WIN_ANSI_EXTRA: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

const EXTRA = new Set(Object.values(WIN_ANSI_EXTRA));
/** Letters that do not decompose into a base letter and an accent. */
const NEAREST: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h', ŉ: "'n" };

function shown(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRA.has(char);
}

/** The text with every character the fonts cannot show replaced: by its unaccented letter, else '?'. */
export function winAnsiText(text: string): string {
  let result = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (char === '\n' || shown(char)) {
      result += char;
      continue;
    }
    const base = NEAREST[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
    result += base && [...base].every(shown) ? base : '?';
  }
  return result;
}
