import { Sparkles, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { isKnownTaskStatus, taskStatusTone, taskTypeLabel } from '../task-rules.ts';

/** The task's status in words, colour and icon; a failed task's error message is appended. */
export function TaskStatusBadge({
  status,
  errorMessage = null,
}: {
  status: string;
  errorMessage?: string | null;
}) {
  const { t } = useTranslation('tasks');
  const label = isKnownTaskStatus(status) ? t(`status.${status}`) : status;
  const text =
    status === 'failed' && errorMessage?.trim()
      ? t('status.failedWithMessage', { message: errorMessage.trim() })
      : label;
  return (
    <StatusBadge tone={taskStatusTone(status)} spinning={status === 'processing'}>
      {text}
    </StatusBadge>
  );
}

/** Deep or quick analysis, or "Unknown type". */
export function TaskTypeBadge({ taskType }: { taskType: string }) {
  const { t } = useTranslation('tasks');
  const type = taskTypeLabel(taskType);
  const Icon = type === 'simple' ? Zap : Sparkles;
  return (
    <Badge tone={type === 'deep' ? 'accent' : 'neutral'}>
      {type === 'unknown' ? null : <Icon aria-hidden="true" className="size-3.5" />}
      {t(`type.${type}`)}
    </Badge>
  );
}
