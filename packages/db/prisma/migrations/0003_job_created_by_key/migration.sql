-- AlterTable
ALTER TABLE "ingestion_jobs" ADD COLUMN     "created_by_key_id" UUID;
