-- Comparables read a website's complete properties through properties_website_status_idx since they
-- are chosen by similarity, not by type: the (website, type, status) index served no query any more.
DROP INDEX "properties_comparables_idx";