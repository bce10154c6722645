import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { User } from '@astrosetu/contracts';
import { useDocumentMeta } from '@astrosetu/web-core';
import { reloadTo } from './full-page-navigation';
import { landingPathAfterLogin } from './landing-path';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { useShellText } from '../locales/use-text';

type AuthTab = 'login' | 'register';

/** /login with Login and Register tabs and an optional ?redirect= target. */
export default function LoginPage() {
  const { t } = useShellText();
  useDocumentMeta({ title: t('login.pageTitle') });
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>(searchParams.get('tab') === 'register' ? 'register' : 'login');

  const afterLogin = (user: User) => navigate(landingPathAfterLogin(user.role, searchParams.get('redirect')), { replace: true });
  // A full reload, so every part of the site starts again with the new account.
  const afterRegistration = () => reloadTo('/');

  return (
    <Box
      sx={{
        py: { xs: 4, md: 8 },
        background: (theme) =>
          `radial-gradient(circle at 20% 0%, ${theme.palette.action.hover} 0%, transparent 55%), radial-gradient(circle at 90% 30%, ${theme.palette.action.selected} 0%, transparent 45%)`,
      }}
    >
      <Container maxWidth="xs">
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4 }}>
          <Typography variant="h4" component="h1" align="center" gutterBottom>
            {tab === 'login' ? t('login.welcomeBack') : t('login.join')}
          </Typography>
          <Typography color="text.secondary" align="center" sx={{ mb: 3 }}>
            {tab === 'login' ? t('login.intro') : t('login.registerIntro')}
          </Typography>
          <Tabs value={tab} onChange={(_event, value: AuthTab) => setTab(value)} variant="fullWidth" sx={{ mb: 3 }}>
            <Tab label={t('login.loginTab')} value="login" id="auth-tab-login" aria-controls="auth-panel-login" />
            <Tab label={t('login.registerTab')} value="register" id="auth-tab-register" aria-controls="auth-panel-register" />
          </Tabs>
          <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
            {tab === 'login' ? <LoginForm onLoggedIn={afterLogin} /> : <RegisterForm onRegistered={afterRegistration} />}
          </div>
        </Paper>
      </Container>
    </Box>
  );
}
