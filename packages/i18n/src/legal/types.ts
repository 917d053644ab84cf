export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  updatedLabel: string;
  sections: LegalSection[];
}

export interface LegalTexts {
  tos: LegalDocument;
  privacy: LegalDocument;
  /** What may be published, what is removed, how reports and moderation work. */
  contentPolicy: LegalDocument;
}
