-- CreateEnum
CREATE TYPE "org_role" AS ENUM ('owner', 'admin', 'member');

-- CreateEnum
CREATE TYPE "membership_role" AS ENUM ('tenant_admin', 'tenant_member');

-- CreateEnum
CREATE TYPE "tenant_status" AS ENUM ('active', 'inactive', 'deleted');

-- CreateEnum
CREATE TYPE "namespace_status" AS ENUM ('active', 'archived');

-- CreateEnum
CREATE TYPE "sensitivity" AS ENUM ('public', 'internal', 'confidential', 'personal');

-- CreateEnum
CREATE TYPE "document_status" AS ENUM ('queued', 'processing', 'indexed', 'failed', 'deleted');

-- CreateEnum
CREATE TYPE "document_source" AS ENUM ('api', 'quick_capture', 'folder_sync', 'gmail');

-- CreateEnum
CREATE TYPE "storage_type" AS ENUM ('structured', 'chunks', 'both');

-- CreateEnum
CREATE TYPE "checkpoint_kind" AS ENUM ('interval', 'milestone', 'final', 'manual');

-- CreateEnum
CREATE TYPE "job_kind" AS ENUM ('ingest', 'update', 'reindex', 'backfill', 'extract_facts');

-- CreateEnum
CREATE TYPE "job_state" AS ENUM ('queued', 'classifying', 'chunking', 'embedding', 'indexing', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "fact_type" AS ENUM ('fact', 'preference', 'episode', 'decision');

-- CreateEnum
CREATE TYPE "rel_type" AS ENUM ('updates', 'extends', 'derives', 'contradicts');

-- CreateEnum
CREATE TYPE "dsar_kind" AS ENUM ('export', 'delete');

-- CreateTable
CREATE TABLE "orgs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "orgs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portal_users" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "org_id" UUID NOT NULL,
    "email_hmac" TEXT NOT NULL,
    "email_ct" BYTEA NOT NULL,
    "password_hash" TEXT NOT NULL,
    "role" "org_role" NOT NULL DEFAULT 'member',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portal_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "memberships" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "role" "membership_role" NOT NULL DEFAULT 'tenant_member',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "memberships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenants" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "org_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "status" "tenant_status" NOT NULL DEFAULT 'active',
    "wrapped_data_key" BYTEA,
    "key_ref" TEXT,
    "key_provider" TEXT,
    "term_key_version" INTEGER NOT NULL DEFAULT 1,
    "memory_enabled" BOOLEAN NOT NULL DEFAULT true,
    "write_fenced_at" TIMESTAMPTZ(3),
    "write_fence_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "tenants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "namespaces" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" "namespace_status" NOT NULL DEFAULT 'active',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archived_at" TIMESTAMPTZ(3),

    CONSTRAINT "namespaces_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "key_prefix" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "max_sensitivity" "sensitivity" NOT NULL DEFAULT 'internal',
    "default_namespace_id" UUID NOT NULL,
    "is_admin" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_key_grants" (
    "api_key_id" UUID NOT NULL,
    "namespace_id" UUID NOT NULL,
    "can_read" BOOLEAN NOT NULL DEFAULT true,
    "can_write" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "api_key_grants_pkey" PRIMARY KEY ("api_key_id","namespace_id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "namespace_id" UUID NOT NULL,
    "current_version" INTEGER NOT NULL DEFAULT 1,
    "status" "document_status" NOT NULL DEFAULT 'queued',
    "source" "document_source" NOT NULL DEFAULT 'api',
    "source_type" TEXT,
    "mime_type" TEXT,
    "storage_type" "storage_type",
    "category" TEXT,
    "sensitivity" "sensitivity",
    "language" TEXT,
    "has_extractable_data" BOOLEAN NOT NULL DEFAULT false,
    "classifier_model" TEXT,
    "tag_hmacs" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "checkpoint_project_hmac" TEXT,
    "checkpoint_session_hmac" TEXT,
    "checkpoint_kind" "checkpoint_kind",
    "title_ct" BYTEA,
    "source_path_ct" BYTEA,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),
    "hard_delete_after" TIMESTAMPTZ(3),

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_versions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "document_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "content_ct" BYTEA NOT NULL,
    "title_ct" BYTEA,
    "metadata_ct" BYTEA,
    "summary_ct" BYTEA,
    "tags_ct" BYTEA,
    "extracted_ct" BYTEA,
    "content_hmac" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "document_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "storage_key" TEXT NOT NULL,
    "size_bytes" BIGINT NOT NULL,
    "mime_type" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chunks" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "namespace_id" UUID NOT NULL,
    "document_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "chunk_index" INTEGER NOT NULL,
    "text_ct" BYTEA NOT NULL,
    "token_count" INTEGER NOT NULL,
    "tree_node_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chunks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tree_nodes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "namespace_id" UUID NOT NULL,
    "document_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "parent_id" UUID,
    "level" INTEGER NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "title_ct" BYTEA,
    "summary_ct" BYTEA,
    "text_ct" BYTEA,
    "first_chunk_index" INTEGER NOT NULL,
    "last_chunk_index" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tree_nodes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ingestion_jobs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "namespace_id" UUID,
    "document_id" UUID,
    "kind" "job_kind" NOT NULL,
    "state" "job_state" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error_kind" TEXT,
    "request_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "ingestion_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "tenant_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "job_id" UUID,
    "document_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("tenant_id","key")
);

-- CreateTable
CREATE TABLE "facts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "namespace_id" UUID NOT NULL,
    "source_document_id" UUID,
    "content_ct" BYTEA NOT NULL,
    "content_hmac" TEXT NOT NULL,
    "fact_type" "fact_type" NOT NULL,
    "confidence" DOUBLE PRECISION NOT NULL,
    "is_latest" BOOLEAN NOT NULL DEFAULT true,
    "is_provisional" BOOLEAN NOT NULL DEFAULT false,
    "valid_from" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "valid_until" TIMESTAMPTZ(3),
    "superseded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "facts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entities" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "namespace_id" UUID NOT NULL,
    "name_ct" BYTEA NOT NULL,
    "name_hmac" TEXT NOT NULL,
    "entity_type" TEXT NOT NULL,
    "mention_count" INTEGER NOT NULL DEFAULT 0,
    "fact_count" INTEGER NOT NULL DEFAULT 0,
    "first_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_mentioned" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "entities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fact_entities" (
    "fact_id" UUID NOT NULL,
    "entity_id" UUID NOT NULL,

    CONSTRAINT "fact_entities_pkey" PRIMARY KEY ("fact_id","entity_id")
);

-- CreateTable
CREATE TABLE "fact_relationships" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "namespace_id" UUID NOT NULL,
    "from_fact_id" UUID NOT NULL,
    "to_fact_id" UUID NOT NULL,
    "rel_type" "rel_type" NOT NULL,
    "confidence" DOUBLE PRECISION NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fact_relationships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_records" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "namespace_id" UUID,
    "actor_type" TEXT NOT NULL,
    "actor_id" TEXT,
    "action" TEXT NOT NULL,
    "target_type" TEXT,
    "target_id" TEXT,
    "outcome" TEXT NOT NULL,
    "request_id" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dsar_runs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "kind" "dsar_kind" NOT NULL,
    "crypto_shred" BOOLEAN NOT NULL DEFAULT false,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),
    "class_outcomes" JSONB NOT NULL DEFAULT '{}',
    "counts" JSONB NOT NULL DEFAULT '{}',
    "requested_by" TEXT,

    CONSTRAINT "dsar_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feature_flags" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID,
    "name" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "feature_flags_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "portal_users_email_hmac_key" ON "portal_users"("email_hmac");

-- CreateIndex
CREATE INDEX "portal_users_org_id_idx" ON "portal_users"("org_id");

-- CreateIndex
CREATE INDEX "memberships_tenant_id_idx" ON "memberships"("tenant_id");

-- CreateIndex
CREATE UNIQUE INDEX "memberships_user_id_tenant_id_key" ON "memberships"("user_id", "tenant_id");

-- CreateIndex
CREATE INDEX "tenants_org_id_idx" ON "tenants"("org_id");

-- CreateIndex
CREATE UNIQUE INDEX "namespaces_tenant_id_key_key" ON "namespaces"("tenant_id", "key");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_key_prefix_key" ON "api_keys"("key_prefix");

-- CreateIndex
CREATE INDEX "api_keys_tenant_id_idx" ON "api_keys"("tenant_id");

-- CreateIndex
CREATE INDEX "api_keys_default_namespace_id_idx" ON "api_keys"("default_namespace_id");

-- CreateIndex
CREATE INDEX "api_key_grants_namespace_id_idx" ON "api_key_grants"("namespace_id");

-- CreateIndex
CREATE INDEX "documents_tenant_id_namespace_id_status_idx" ON "documents"("tenant_id", "namespace_id", "status");

-- CreateIndex
CREATE INDEX "documents_tenant_id_created_at_idx" ON "documents"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "documents_tenant_id_checkpoint_project_hmac_checkpoint_sess_idx" ON "documents"("tenant_id", "checkpoint_project_hmac", "checkpoint_session_hmac");

-- CreateIndex
CREATE INDEX "documents_tag_hmacs_idx" ON "documents" USING GIN ("tag_hmacs");

-- CreateIndex
CREATE INDEX "documents_hard_delete_after_idx" ON "documents"("hard_delete_after");

-- CreateIndex
CREATE INDEX "document_versions_tenant_id_content_hmac_idx" ON "document_versions"("tenant_id", "content_hmac");

-- CreateIndex
CREATE UNIQUE INDEX "document_versions_document_id_version_key" ON "document_versions"("document_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "stored_files_storage_key_key" ON "stored_files"("storage_key");

-- CreateIndex
CREATE INDEX "stored_files_tenant_id_idx" ON "stored_files"("tenant_id");

-- CreateIndex
CREATE INDEX "stored_files_document_id_version_idx" ON "stored_files"("document_id", "version");

-- CreateIndex
CREATE INDEX "chunks_tenant_id_namespace_id_idx" ON "chunks"("tenant_id", "namespace_id");

-- CreateIndex
CREATE INDEX "chunks_tree_node_id_idx" ON "chunks"("tree_node_id");

-- CreateIndex
CREATE UNIQUE INDEX "chunks_document_id_version_chunk_index_key" ON "chunks"("document_id", "version", "chunk_index");

-- CreateIndex
CREATE INDEX "tree_nodes_document_id_version_idx" ON "tree_nodes"("document_id", "version");

-- CreateIndex
CREATE INDEX "tree_nodes_tenant_id_namespace_id_idx" ON "tree_nodes"("tenant_id", "namespace_id");

-- CreateIndex
CREATE INDEX "tree_nodes_parent_id_idx" ON "tree_nodes"("parent_id");

-- CreateIndex
CREATE INDEX "ingestion_jobs_tenant_id_state_idx" ON "ingestion_jobs"("tenant_id", "state");

-- CreateIndex
CREATE INDEX "ingestion_jobs_document_id_idx" ON "ingestion_jobs"("document_id");

-- CreateIndex
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys"("expires_at");

-- CreateIndex
CREATE INDEX "facts_tenant_id_namespace_id_is_latest_idx" ON "facts"("tenant_id", "namespace_id", "is_latest");

-- CreateIndex
CREATE INDEX "facts_tenant_id_content_hmac_idx" ON "facts"("tenant_id", "content_hmac");

-- CreateIndex
CREATE INDEX "facts_source_document_id_idx" ON "facts"("source_document_id");

-- CreateIndex
CREATE INDEX "facts_superseded_by_id_idx" ON "facts"("superseded_by_id");

-- CreateIndex
CREATE INDEX "entities_tenant_id_name_hmac_idx" ON "entities"("tenant_id", "name_hmac");

-- CreateIndex
CREATE UNIQUE INDEX "entities_tenant_id_namespace_id_entity_type_name_hmac_key" ON "entities"("tenant_id", "namespace_id", "entity_type", "name_hmac");

-- CreateIndex
CREATE INDEX "fact_entities_entity_id_idx" ON "fact_entities"("entity_id");

-- CreateIndex
CREATE INDEX "fact_relationships_to_fact_id_idx" ON "fact_relationships"("to_fact_id");

-- CreateIndex
CREATE INDEX "fact_relationships_tenant_id_namespace_id_idx" ON "fact_relationships"("tenant_id", "namespace_id");

-- CreateIndex
CREATE UNIQUE INDEX "fact_relationships_from_fact_id_to_fact_id_rel_type_key" ON "fact_relationships"("from_fact_id", "to_fact_id", "rel_type");

-- CreateIndex
CREATE INDEX "audit_records_tenant_id_created_at_idx" ON "audit_records"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_records_tenant_id_namespace_id_idx" ON "audit_records"("tenant_id", "namespace_id");

-- CreateIndex
CREATE INDEX "dsar_runs_tenant_id_started_at_idx" ON "dsar_runs"("tenant_id", "started_at");

-- CreateIndex
CREATE INDEX "feature_flags_name_idx" ON "feature_flags"("name");

-- CreateIndex
CREATE UNIQUE INDEX "feature_flags_tenant_id_name_key" ON "feature_flags"("tenant_id", "name");

-- AddForeignKey
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "orgs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "portal_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "orgs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "namespaces" ADD CONSTRAINT "namespaces_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_default_namespace_id_fkey" FOREIGN KEY ("default_namespace_id") REFERENCES "namespaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_key_grants" ADD CONSTRAINT "api_key_grants_api_key_id_fkey" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_key_grants" ADD CONSTRAINT "api_key_grants_namespace_id_fkey" FOREIGN KEY ("namespace_id") REFERENCES "namespaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_namespace_id_fkey" FOREIGN KEY ("namespace_id") REFERENCES "namespaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_namespace_id_fkey" FOREIGN KEY ("namespace_id") REFERENCES "namespaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_tree_node_id_fkey" FOREIGN KEY ("tree_node_id") REFERENCES "tree_nodes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tree_nodes" ADD CONSTRAINT "tree_nodes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tree_nodes" ADD CONSTRAINT "tree_nodes_namespace_id_fkey" FOREIGN KEY ("namespace_id") REFERENCES "namespaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tree_nodes" ADD CONSTRAINT "tree_nodes_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tree_nodes" ADD CONSTRAINT "tree_nodes_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "tree_nodes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ingestion_jobs" ADD CONSTRAINT "ingestion_jobs_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ingestion_jobs" ADD CONSTRAINT "ingestion_jobs_namespace_id_fkey" FOREIGN KEY ("namespace_id") REFERENCES "namespaces"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ingestion_jobs" ADD CONSTRAINT "ingestion_jobs_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "ingestion_jobs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "facts" ADD CONSTRAINT "facts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "facts" ADD CONSTRAINT "facts_namespace_id_fkey" FOREIGN KEY ("namespace_id") REFERENCES "namespaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "facts" ADD CONSTRAINT "facts_source_document_id_fkey" FOREIGN KEY ("source_document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "facts" ADD CONSTRAINT "facts_superseded_by_id_fkey" FOREIGN KEY ("superseded_by_id") REFERENCES "facts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entities" ADD CONSTRAINT "entities_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entities" ADD CONSTRAINT "entities_namespace_id_fkey" FOREIGN KEY ("namespace_id") REFERENCES "namespaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fact_entities" ADD CONSTRAINT "fact_entities_fact_id_fkey" FOREIGN KEY ("fact_id") REFERENCES "facts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fact_entities" ADD CONSTRAINT "fact_entities_entity_id_fkey" FOREIGN KEY ("entity_id") REFERENCES "entities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fact_relationships" ADD CONSTRAINT "fact_relationships_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fact_relationships" ADD CONSTRAINT "fact_relationships_namespace_id_fkey" FOREIGN KEY ("namespace_id") REFERENCES "namespaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fact_relationships" ADD CONSTRAINT "fact_relationships_from_fact_id_fkey" FOREIGN KEY ("from_fact_id") REFERENCES "facts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fact_relationships" ADD CONSTRAINT "fact_relationships_to_fact_id_fkey" FOREIGN KEY ("to_fact_id") REFERENCES "facts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_records" ADD CONSTRAINT "audit_records_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_records" ADD CONSTRAINT "audit_records_namespace_id_fkey" FOREIGN KEY ("namespace_id") REFERENCES "namespaces"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dsar_runs" ADD CONSTRAINT "dsar_runs_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
