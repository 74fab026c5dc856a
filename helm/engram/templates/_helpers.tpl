{{/* Names, labels and shared pod fragments. */}}

{{- define "engram.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "engram.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* Selector labels of one component: include with (dict "root" $ "component" "ingest"). */}}
{{- define "engram.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "engram.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end -}}

{{- define "engram.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-secrets" (include "engram.fullname" .)) -}}
{{- end -}}

{{- define "engram.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}{{ include "engram.fullname" . }}{{- else -}}default{{- end -}}
{{- end -}}

{{/* Checks that fail the render with a message instead of deploying something that cannot start. */}}
{{- define "engram.validate" -}}
{{- if not (has .Values.mode (list "distributed" "embedded")) -}}
{{- fail "mode must be distributed or embedded" -}}
{{- end -}}
{{- if not (has .Values.keys.provider (list "local" "aws-kms")) -}}
{{- fail "keys.provider must be local or aws-kms" -}}
{{- end -}}
{{- if and (eq .Values.keys.provider "aws-kms") (not .Values.keys.kms.keyId) -}}
{{- fail "keys.kms.keyId is required with keys.provider=aws-kms" -}}
{{- end -}}
{{- if not (has .Values.embedder.kind (list "use" "openai")) -}}
{{- fail "embedder.kind must be use or openai" -}}
{{- end -}}
{{- if and (eq .Values.embedder.kind "openai") (or (not .Values.embedder.url) (not .Values.embedder.model)) -}}
{{- fail "embedder.url and embedder.model are required with embedder.kind=openai" -}}
{{- end -}}
{{- if eq .Values.mode "distributed" -}}
{{- if not (has .Values.search.backend (list "external" "embedded")) -}}
{{- fail "search.backend must be external or embedded" -}}
{{- end -}}
{{- if not .Values.secrets.existingSecret -}}
{{- $_ := required "secrets.databaseUrl is required in distributed mode (or set secrets.existingSecret)" .Values.secrets.databaseUrl -}}
{{- $_ := required "secrets.authSecret is required in distributed mode: every gateway replica must share it" .Values.secrets.authSecret -}}
{{- if eq .Values.keys.provider "local" -}}
{{- $_ := required "secrets.masterKey is required in distributed mode with keys.provider=local: every service must share it" .Values.secrets.masterKey -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Probes on an HTTP port named `port` that serves /healthz and /readyz. */}}
{{- define "engram.probes" -}}
startupProbe:
  httpGet: { path: /healthz, port: {{ . }} }
  periodSeconds: 5
  failureThreshold: 36
livenessProbe:
  httpGet: { path: /healthz, port: {{ . }} }
  periodSeconds: 10
  timeoutSeconds: 3
  failureThreshold: 3
readinessProbe:
  httpGet: { path: /readyz, port: {{ . }} }
  periodSeconds: 5
  timeoutSeconds: 3
  failureThreshold: 3
{{- end -}}
