// Types for the structured-data test libraries, which ship none.
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: unknown): Promise<StructuredDataIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export interface ExtractedData {
    jsonld: Record<string, Record<string, unknown>[]>;
    metatags: Record<string, string[]>;
    microdata: Record<string, unknown>;
    rdfa: Record<string, unknown>;
    errors: unknown[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): ExtractedData;
  }
}
