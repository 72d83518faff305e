/** English strings of the reports screens (owned by that feature). */
export const reportsEn = {
  title: 'Reports',
  today: 'Today is {{date}}.',
  emptyTitle: 'No reports yet',
  emptyBody: 'Detailed and comparative reports will be listed here once they are generated.',
  createDetailedTitle: 'New detailed report',
  createComparativeTitle: 'New comparative report',
  createUnavailable:
    'Generating reports is not available in this version yet. A report combines a brand profile with a property.',
  detailedTitle: 'Detailed report',
  comparativeTitle: 'Comparative report',
  reportNotFound: 'This report does not exist or is no longer available.',
  backToReports: 'Go to the reports',
};
