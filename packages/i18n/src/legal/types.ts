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
}
