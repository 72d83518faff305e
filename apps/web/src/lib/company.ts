/**
 * The company details of the footer. Each deployment sets its own at build time; the defaults use the
 * reserved .example domain so that a build without them shows no one's real address or mailbox.
 */
export const COMPANY = {
  name: import.meta.env.VITE_COMPANY_NAME || 'Cakemix',
  postalAddress:
    import.meta.env.VITE_COMPANY_ADDRESS || '1000 Example Street, Suite 100, Montréal QC  H0H 0H0, Canada',
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL || 'contact@cakemix.example',
  websiteUrl: import.meta.env.VITE_PUBLIC_WEBSITE_URL || 'https://www.cakemix.example',
};
