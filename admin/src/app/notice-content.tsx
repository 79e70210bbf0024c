import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * Notices in the theme's colours: notistack's own green, orange and light blue carry white text
 * below the 4.5:1 contrast WCAG AA asks for (its green is about 3:1); the theme's status
 * colours are chosen for their text.
 */
const NoticeContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&.notistack-MuiContent-error': {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '&.notistack-MuiContent-info': {
    backgroundColor: theme.palette.info.main,
    color: theme.palette.info.contrastText,
  },
}));

/** For `SnackbarProvider`'s `Components`. */
export const noticeComponents = {
  success: NoticeContent,
  error: NoticeContent,
  warning: NoticeContent,
  info: NoticeContent,
};
