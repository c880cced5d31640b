import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Notice } from '../../components/form-controls.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { useTrace } from '../logs/trace-store.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { AdminSessionList } from './AdminSessionList.tsx';
import { PresentationEditDialog } from './PresentationEditDialog.tsx';
import { SessionEditDialog } from './SessionEditDialog.tsx';

/** Which of the three admin routes is shown (spec 3 §1). */
function routeOf(pathname: string): 'sessions' | 'addsession' | 'addpresentation' {
  if (/\/admin\/addsession\/?$/i.test(pathname)) return 'addsession';
  if (/\/admin\/addpresentation\/?$/i.test(pathname)) return 'addpresentation';
  return 'sessions';
}

const TRACES = { sessions: 'AdminSessions', addsession: 'AdminAddSession', addpresentation: 'AdminAddPresentation' };

/**
 * spec 3 §1–2: the programme administration: the session list at /admin/sessions, and the Edit
 * Session and Edit Presentation forms of a new item at /admin/addsession and
 * /admin/addpresentation (?sessionId= chooses its session), shown over the list; leaving either
 * returns to the list. The screens are made for a desktop: on a phone the page says so.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isMobile = useIsMobile();
  const route = routeOf(pathname);
  const title = t('admin.title');
  usePageTitle(title);
  useTrace(TRACES[route], { title });
  const listPath = `/${eventCode}/admin/sessions`;
  const sessionId = Number(params.get('sessionId'));
  const backToList = () => void navigate(listPath);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {isMobile ? (
        <Notice severity="info" data-testid="admin-wide-screen">
          {t('admin.wideScreen')}
        </Notice>
      ) : (
        <>
          <AdminSessionList
            onAddSession={() => void navigate(`/${eventCode}/admin/addsession`)}
            onAddPresentation={(id) => void navigate(`/${eventCode}/admin/addpresentation?sessionId=${id}`)}
          />
          {/* spec 3 §4: after Save or Cancel of a new item, the user goes to the session list. */}
          {route === 'addsession' ? <SessionEditDialog id={0} onClose={backToList} /> : null}
          {route === 'addpresentation' ? (
            <PresentationEditDialog
              id={0}
              sessionId={Number.isInteger(sessionId) && sessionId > 0 ? sessionId : null}
              onClose={backToList}
            />
          ) : null}
        </>
      )}
    </Box>
  );
}
