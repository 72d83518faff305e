/**
 * The logo of the demo retail website (40): a hardware store's house mark in its red. An SVG kept as text in
 * a module, so that it ships with the code however the server is packaged.
 */
export const RETAIL_DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">
  <rect width="40" height="40" rx="9" fill="#c8102e"/>
  <path d="M7 20.5 20 9l13 11.5" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M11.5 18.5V31h17V18.5" fill="none" stroke="#fff" stroke-width="3.2" stroke-linejoin="round"/>
  <rect x="17.2" y="22.5" width="5.6" height="8.5" rx="1" fill="#fff"/>
</svg>
`;
