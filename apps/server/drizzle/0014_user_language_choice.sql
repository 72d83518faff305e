-- A user's language is their choice once they make one (the language switch saves it): sign-in no longer
-- replaces it with the sign-in page's language (decision 020). Existing users have made none yet.
ALTER TABLE "users" ADD COLUMN "lang_chosen_at" timestamp with time zone;
