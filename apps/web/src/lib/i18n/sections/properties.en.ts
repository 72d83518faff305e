/** English strings of the properties screens (owned by that feature). */
export const propertiesEn = {
  title: 'Properties',
  emptyTitle: 'No properties yet',
  emptyBody: 'Properties are the teams, leagues, venues, events and organizations you evaluate.',
  createTitle: 'New property',
  editTitle: 'Edit property',
  formUnavailable: 'The property form is not available in this version yet.',
};
