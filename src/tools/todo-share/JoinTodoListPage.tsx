import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { SharedPageStatus } from '../../components/SharedPageStatus';
import { useAuth } from '../../lib/auth/AuthContext';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { withoutHonorific } from '../../lib/mail/recipientName';
import { unwrap } from '../../lib/query/dataQueries';
import { queryStatus } from '../../lib/query/queryStatus';
import { withDataQueries } from '../../lib/query/withDataQueries';
import { isBlank } from '../../lib/text';
import { usePageMeta } from '../../lib/usePageMeta';
import { getEditLink, joinTodoList, type CollaborationRefusal } from './collaboration';
import { locales } from './locales';

/** Where a list opens once joined: the to-do tool with the list in view. */
const listAddress = (listId: string) => `/todo-share?list=${encodeURIComponent(listId)}`;

/**
 * /todo-share/edit/{editShareId}: an edit link's page. The visitor gives the name the others
 * will see and joins (a guest session is started when they have none), then edits the list in
 * the to-do tool. Someone already in goes straight to the list.
 */
function JoinTodoListPage() {
  const { t } = useToolTranslation('todo-share', locales);
  const { editId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  usePageMeta(t('team.join.title'));
  const query = useQuery({
    queryKey: ['todo', 'edit-link', editId, user?.id ?? null],
    queryFn: async () => unwrap(await getEditLink(editId)),
  });
  const status = queryStatus(query);
  const info = status === 'shown' ? query.data : undefined;
  const accountName = user && !user.is_anonymous ? (user.user_metadata.full_name as unknown) : '';
  const [name, setName] = useState(typeof accountName === 'string' ? accountName : '');
  const [joining, setJoining] = useState(false);
  const [problem, setProblem] = useState<CollaborationRefusal | 'failed' | null>(null);

  // Already the owner or a member: nothing to join.
  useEffect(() => {
    if (info?.list_id) navigate(listAddress(info.list_id), { replace: true });
  }, [info?.list_id, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(name) || name.trim().length > 50) {
      setProblem('name');
      return;
    }
    setJoining(true);
    const result = await joinTodoList(editId, name);
    setJoining(false);
    if (result.ok) navigate(listAddress(result.data), { replace: true });
    else setProblem('refused' in result ? result.refused : 'failed');
  };

  const listName = info?.name ?? t('lists.default_name');
  const problemText: Record<CollaborationRefusal | 'failed', string> = {
    not_found: t('team.join.not_found'),
    name: t('team.join.name_required'),
    full: t('team.join.full'),
    removed: t('team.join.removed'),
    rate_limited: t('team.join.failed'),
    failed: t('team.join.failed'),
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-bold break-words">
        {info ? t('team.join.heading', { name: listName }) : t('team.join.title')}
      </h1>
      <SharedPageStatus
        status={status}
        notFound={t('team.join.not_found')}
        failed={t('team.join.load_failed')}
      />
      {info && !info.list_id && (
        <form className="panel flex flex-col gap-4" noValidate onSubmit={(e) => void submit(e)}>
          {info.owner_name && (
            <p>{t('team.join.by_owner', { owner: withoutHonorific(info.owner_name) })}</p>
          )}
          <FormField
            label={t('team.join.name_label')}
            hint={t('team.join.name_help')}
            error={problem === 'name' ? problemText.name : null}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className="input"
                value={name}
                maxLength={50}
                autoComplete="name"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </FormField>
          {(!user || user.is_anonymous) && (
            <p className="muted text-sm">{t('team.join.guest_note')}</p>
          )}
          <button type="submit" className="btn btn-primary self-start" disabled={joining}>
            {joining ? t('team.join.joining') : t('team.join.submit')}
          </button>
          {problem && problem !== 'name' && (
            <p role="alert" className="alert-error">
              {problemText[problem]}
            </p>
          )}
        </form>
      )}
      {info?.list_id && (
        <p role="status">
          {t('team.join.already')} <Link to={listAddress(info.list_id)}>{t('team.join.open')}</Link>
        </p>
      )}
      <Link to="/" className="self-start">
        {t('common:all_tools')}
      </Link>
    </div>
  );
}

export default withDataQueries(JoinTodoListPage);
