import type { TStaffLinkIcon, TStandStaff } from '@atrium/contracts';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Phone from '@mui/icons-material/Phone';
import X from '@mui/icons-material/X';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { initialsOf, standLinkTarget } from './exhibition-model.ts';

const LINK_ICONS: Record<TStaffLinkIcon, { icon: ReactNode; label: TKey }> = {
  web: { icon: <Language />, label: tKey('exhibition.staff.web') },
  email: { icon: <AlternateEmail />, label: tKey('exhibition.staff.email') },
  linkedin: { icon: <LinkedIn />, label: tKey('exhibition.staff.linkedin') },
  x: { icon: <X />, label: tKey('exhibition.staff.x') },
  calendar: { icon: <CalendarMonth />, label: tKey('exhibition.staff.calendar') },
  phone: { icon: <Phone />, label: tKey('exhibition.staff.phone') },
};

/** spec 2 §2.6: the stand's staff: photo (or initials), name, job title, who is online, their links. */
export function StandStaff({ staff }: { staff: TStandStaff[] }) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  if (staff.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="stand-staff" sx={{ mb: 3 }} data-testid="stand-staff">
      <Typography id="stand-staff" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('exhibition.staff.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {staff.map((member) => (
          <Box
            component="li"
            key={member.id}
            // One grid for every member: photo, name and links in columns that line up from one
            // member to the next; on a phone the links go under the name, at the name's start.
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '48px minmax(0, 1fr)', sm: '48px minmax(0, 1fr) 136px' },
              columnGap: 1.5,
              alignItems: 'center',
            }}
            data-testid="stand-staff-member"
          >
            <Box sx={{ position: 'relative' }}>
              <Avatar
                src={member.photoUri || undefined}
                alt=""
                sx={{ width: 48, height: 48, bgcolor: 'grey.700', color: 'common.white' }}
              >
                {initialsOf(member.userName)}
              </Avatar>
              {member.online ? (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    right: 0,
                    bottom: 0,
                    width: 14,
                    height: 14,
                    borderRadius: '50%',
                    bgcolor: '#2e7d32',
                    border: '2px solid',
                    borderColor: 'background.paper',
                  }}
                />
              ) : null}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {member.userName}
                {member.online ? (
                  <Box component="span" sx={visuallyHidden} data-testid="stand-staff-online">
                    {` (${t('exhibition.staff.online')})`}
                  </Box>
                ) : null}
              </Typography>
              {member.jobTitle ? (
                <Typography variant="body2" color="text.secondary">
                  {member.jobTitle}
                </Typography>
              ) : null}
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5, gridColumn: { xs: 2, sm: 3 }, ml: { xs: -1, sm: 0 } }}>
              {member.links.map((link, index) => {
                const target = standLinkTarget(link.uri, eventCode);
                if (target.kind === 'none') return null;
                const { icon, label } = LINK_ICONS[link.icon];
                const name = t('exhibition.staff.linkOf', { kind: t(label), name: member.userName });
                const key = `${index}-${link.uri}`;
                if (target.kind === 'internal')
                  return (
                    <AppIconButton key={key} to={target.path} aria-label={name} title={name}>
                      {icon}
                    </AppIconButton>
                  );
                const newTab = target.kind === 'newTab';
                return (
                  <AppIconButton
                    key={key}
                    href={target.href}
                    target={newTab ? '_blank' : undefined}
                    rel={newTab ? 'noopener noreferrer' : undefined}
                    aria-label={newTab ? `${name} ${t('app.opensInNewTab')}` : name}
                    title={name}
                  >
                    {icon}
                  </AppIconButton>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
