// The stylesheets every page of the app draws with, imported by each entry (main.tsx, the app's;
// public-main.tsx, the public links'), so both build the same stylesheet.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './styles.css';
