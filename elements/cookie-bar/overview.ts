/**
 * The privacy overview in the settings is cut at 250 characters with a read-more toggle (spec §2, §9). Cut by
 * characters as a reader sees them, so an emoji or an accented letter is never split.
 */
const OVERVIEW_LIMIT = 250;

export interface Overview {
  /** The text to show while collapsed ('' when nothing needs cutting). */
  short: string;
  /** Whether the read-more toggle is needed. */
  truncated: boolean;
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;
const graphemes = (text: string) => (segmenter ? [...segmenter.segment(text)].map((s) => s.segment) : Array.from(text));

export function truncateOverview(text: string, limit = OVERVIEW_LIMIT): Overview {
  const normal = text.replace(/\s+/g, ' ').trim();
  const characters = graphemes(normal);
  if (characters.length <= limit) return { short: '', truncated: false };
  return { short: `${characters.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}
