ALTER TABLE "schools" ADD COLUMN "transcript_rank" boolean DEFAULT false;
