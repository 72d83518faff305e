import type { Language } from '@cakemix/core';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last revision. */
  updated: string;
  sections: LegalSection[];
}

/** A document in both interface languages, worded for the company shown in the footer. */
export type LegalTexts = (company: {
  name: string;
  contactEmail: string;
  postalAddress: string;
}) => Record<Language, LegalDocument>;
