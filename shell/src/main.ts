// An async boundary: federation first loads the shared modules (React, MUI, ...), then the app starts.
import('./bootstrap');
