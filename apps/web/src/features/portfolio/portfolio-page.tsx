/** /portfolio: placeholder until the portfolio API lands (next commit). */
export function PortfolioPage() {
  return null;
}
