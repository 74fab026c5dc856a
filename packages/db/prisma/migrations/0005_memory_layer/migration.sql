-- The memory layer (issue 14): facts carry their source's sensitivity, an encrypted claim, keyed hashes of subject,
-- attribute and terms, and a sentence vector; every supporting document version is a fact source; extract_facts jobs
-- point at the job whose indexing started them.
-- AlterTable
ALTER TABLE "facts" ADD COLUMN     "attribute_hmac" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "claim_ct" BYTEA,
ADD COLUMN     "embedding" BYTEA,
ADD COLUMN     "negated" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "reviewed_at" TIMESTAMPTZ(3),
ADD COLUMN     "sensitivity" "sensitivity" NOT NULL DEFAULT 'personal',
ADD COLUMN     "source_version" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "subject_hmac" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "term_hmacs" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "ingestion_jobs" ADD COLUMN     "parent_job_id" UUID;

-- CreateTable
CREATE TABLE "fact_sources" (
    "fact_id" UUID NOT NULL,
    "document_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fact_sources_pkey" PRIMARY KEY ("fact_id","document_id")
);

-- CreateIndex
CREATE INDEX "fact_sources_document_id_idx" ON "fact_sources"("document_id");

-- CreateIndex
CREATE INDEX "fact_sources_tenant_id_idx" ON "fact_sources"("tenant_id");

-- CreateIndex
CREATE INDEX "facts_tenant_id_namespace_id_subject_hmac_attribute_hmac_idx" ON "facts"("tenant_id", "namespace_id", "subject_hmac", "attribute_hmac");

-- CreateIndex
CREATE INDEX "facts_term_hmacs_idx" ON "facts" USING GIN ("term_hmacs");

-- CreateIndex
CREATE INDEX "ingestion_jobs_parent_job_id_idx" ON "ingestion_jobs"("parent_job_id");

-- AddForeignKey
ALTER TABLE "fact_sources" ADD CONSTRAINT "fact_sources_fact_id_fkey" FOREIGN KEY ("fact_id") REFERENCES "facts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
