/** The data module scripts/manifest/site-docs.mjs serves to the site's build (`siteDocsPlugin`). */
declare module 'virtual:pb-site-docs' {
  export type Inline =
    | { type: 'text'; text: string }
    | { type: 'code'; text: string }
    | { type: 'strong' | 'em'; children: Inline[] }
    | { type: 'link'; href: string; children: Inline[] };
  export type Block =
    | { type: 'heading'; level: number; children: Inline[] }
    | { type: 'paragraph'; children: Inline[] }
    | { type: 'list'; ordered: boolean; items: Inline[][] }
    | { type: 'code'; lang: string; text: string }
    | { type: 'table'; head: Inline[][]; rows: Inline[][][] };
  export type HtmlNode = string | { tag: string; attrs: Array<[string, string]>; children: HtmlNode[] };
  export interface ElementDoc {
    tag: string;
    className: string;
    reactName: string;
    module: string;
    summary: string;
    description: Block[];
    attributes: Array<{ name: string; property: string; type: string; default: string; description: Inline[] }>;
    properties: Array<{ name: string; type: string; attribute: string; readonly: boolean; description: Inline[] }>;
    methods: Array<{ name: string; signature: string; description: Inline[] }>;
    events: Array<{ name: string; type: string; reactProp: string; description: Inline[] }>;
    cssProperties: Array<{ name: string; default: string; description: Inline[] }>;
    cssParts: Array<{ name: string; description: Inline[] }>;
    slots: Array<{ name: string; description: Inline[] }>;
    contract: Block[];
    example?: { name: string; html: string; tree: HtmlNode[] };
    react: string;
  }
  export interface Departure {
    title: string;
    original: Inline[];
    ours: Inline[];
    reason: Inline[];
    option: Inline[];
    source: string;
  }
  export interface SiteDocs {
    elements: ElementDoc[];
    switching: {
      scriptTag: Block[];
      settings: Extract<Block, { type: 'table' }>;
      afterSettings: Block[];
      departures: Departure[];
      conflicts: Block[];
    };
  }
  const docs: SiteDocs;
  export default docs;
}
