// Starts i18next in Chinese before any screen module registers its texts (imported first by the harness).
import { initI18n } from '../../apps/web/src/app/i18n.ts';

initI18n('zh');
