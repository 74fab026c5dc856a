-- AlterTable
ALTER TABLE "chunks" ADD COLUMN     "meta_ct" BYTEA;

-- AlterTable
ALTER TABLE "ingestion_jobs" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;
