ALTER TABLE "report_types" ADD COLUMN "card_shows" text DEFAULT 'grades_and_standards';
