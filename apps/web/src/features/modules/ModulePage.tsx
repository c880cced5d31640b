import { localized } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { Notice } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { Text } from '../../components/Text.tsx';
import { useLocale } from '../../i18n/index.ts';
import { hasOwnHeading } from '../../lib/html-outline.ts';
import { findMenuItem, menuItemLabel } from '../../shell/drawer/menu-model.ts';
import { eventSubPath } from '../../shell/guard/guard-rules.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useTrace } from '../logs/trace-store.ts';
import { NotFoundNotice } from '../not-found/NotFoundNotice.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { type TCustomHtmlSource, useCustomHtml, useModules } from '../platform/platform-queries.ts';
import type { TModuleRoute } from './module-routes.ts';

/**
 * The one page behind every module route of spec 1 §2.1 until the module itself is built:
 * the event's custom HTML for it (a custom page by id, or the module's own HTML) when there
 * is some, else "This part of the event is not available yet.".
 */
export default function ModulePage({
  module,
  customParam,
  titleKey,
  trace,
  isMenuItemOnly = false,
}: Omit<TModuleRoute, 'path'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = useParams();
  const location = useLocation();
  const { eventCode } = usePlatform();
  const { data: menu = [], isPending: isMenuPending } = useModules();

  const customId = customParam ? Number(params[customParam]) : Number.NaN;
  const source: TCustomHtmlSource | null =
    customParam && Number.isSafeInteger(customId) && customId > 0
      ? { kind: 'custom', customId }
      : module
        ? { kind: 'module', module }
        : null;
  const content = useCustomHtml(source);
  const hasBadCustomId = customParam !== undefined && source === null;
  const isMissingCustomPage = source?.kind === 'custom' && isApiError(content.error) && content.error.status === 404;

  const menuItem = findMenuItem(menu, eventSubPath(location.pathname), eventCode);
  const menuLabel = menuItem ? menuItemLabel(menuItem, locale) : null;
  const menuTitle = menuLabel ? ('key' in menuLabel ? t(menuLabel.key) : menuLabel.text) : '';
  const title =
    (content.data && localized(content.data.title, content.data.titleFr, locale)) || menuTitle || t(titleKey);
  usePageTitle(title);
  useTrace(trace, { title, entityId1: customParam ? params[customParam] : undefined });

  if (isMenuItemOnly && isMenuPending) return <Loading />;
  // Unknown is unknown: a bad or missing custom page, or a word that is no page of the menu.
  if (hasBadCustomId || isMissingCustomPage || (isMenuItemOnly && !menuItem)) {
    return <NotFoundNotice eventCode={eventCode} />;
  }
  const html = content.data ? localized(content.data.html, content.data.htmlFr, locale) : '';
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      {hasOwnHeading(html) ? null : (
        <Text component="h1" variant="h4" sx={{ mb: 2 }}>
          {title}
        </Text>
      )}
      {source && content.isPending ? (
        <Loading />
      ) : html ? (
        <ServerHtml html={html} data-testid="module-content" fallback={<Loading />} />
      ) : (
        <Notice severity="info" data-testid="module-unavailable">
          {t('modules.notAvailable')}
        </Notice>
      )}
    </Box>
  );
}
