// A shared layer of its own: only the content pages with sections show one (docs/decisions/057).
import './accordion.css';

export { Accordion } from '@mantine/core';
