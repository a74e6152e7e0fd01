import '../styles.css';
import { startLoginPage } from './login';

void startLoginPage();
