// One constant stylesheet, so the panel's Content-Security-Policy can allow exactly it by hash.
export const PANEL_STYLE = `
:root{color-scheme:light dark;--bg:#f4f4f7;--card:#fff;--text:#17171c;--muted:#55556a;--border:#d4d4de;--accent:#4a2fe0;--accent-text:#fff;--ok-bg:#e8f7ee;--ok:#14532d;--warn-bg:#fff3e8;--warn:#8a2c0d;--danger:#b42318}
@media (prefers-color-scheme:dark){:root{--bg:#0f0f14;--card:#1b1b23;--text:#ececf1;--muted:#a9a9ba;--border:#34343f;--accent:#9d8bff;--accent-text:#0f0f14;--ok-bg:#10291a;--ok:#86efac;--warn-bg:#2a1a0e;--warn:#fdba74;--danger:#fda4af}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header,main{max-width:1100px;margin:0 auto;padding:0 16px}
header{padding-top:24px}
.brand{margin:0;font-size:13px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--muted)}
h1{margin:4px 0 16px;font-size:26px}
h2{margin:0 0 10px;font-size:19px}
section{background:var(--card);border:1px solid var(--border);border-radius:14px;padding:18px;margin:0 0 16px}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.muted{color:var(--muted)}
.notice{margin:0 0 16px;padding:10px 14px;border-radius:10px;background:var(--warn-bg);color:var(--warn)}
.notice.ok{background:var(--ok-bg);color:var(--ok)}
fieldset{border:1px solid var(--border);border-radius:10px;margin:0 0 12px;padding:8px 12px;display:grid;gap:4px;grid-template-columns:repeat(auto-fill,minmax(min(280px,100%),1fr));min-width:0}
legend{padding:0 6px;font-weight:600}
.choice{display:flex;gap:10px;align-items:flex-start;padding:8px;border-radius:8px;cursor:pointer}
.choice:hover{background:var(--bg)}
.choice input{margin-top:4px}
.choice span{display:flex;flex-direction:column}
.choice .muted{font-size:13px}
button{font:inherit;font-weight:600;padding:9px 16px;border-radius:10px;border:1px solid var(--accent);background:var(--accent);color:var(--accent-text);cursor:pointer;min-height:40px}
button.danger{background:transparent;color:var(--danger);border-color:var(--danger)}
input,select{font:inherit;padding:7px 9px;border-radius:8px;border:1px solid var(--border);background:var(--bg);color:var(--text);min-height:38px;max-width:100%}
.filters{display:flex;flex-wrap:wrap;gap:10px 14px;align-items:flex-end;margin:0 0 12px}
.filters label{display:flex;flex-direction:column;font-size:13px;color:var(--muted)}
.filters a{align-self:center}
.mail{list-style:none;margin:0 0 8px;padding:0;display:grid;gap:6px}
.message{border:1px solid var(--border);border-radius:10px;padding:10px 12px}
.message h3{margin:0;font-size:15px;overflow-wrap:anywhere}
.message p{margin:2px 0 0;font-size:13px;overflow-wrap:anywhere}
.message a{font-weight:600}
.reports{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.report{border:1px solid var(--border);border-radius:10px;padding:10px 12px}
.report p{margin:0;overflow-wrap:anywhere}
.report blockquote{margin:6px 0}
.report pre{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0 0}
.actions form{margin:0}
.pager{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px;margin:12px 0 0}
.pager a{padding:6px 0}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--bg);border-radius:8px;padding:10px;margin:8px 0 0;font-size:13px}
.table-wrap{overflow-x:auto}
.table-wrap:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
table{width:100%;min-width:640px;border-collapse:collapse;font-size:13px}
caption{text-align:left;color:var(--muted);padding:0 0 6px}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--border);vertical-align:top}
td.path{overflow-wrap:anywhere;min-width:180px}
td.num{white-space:nowrap}
.status{font-weight:600}
.s4,.s0{color:var(--warn)}
.s5{color:var(--danger)}
code{font-size:13px}
@media (max-width:600px){table{min-width:0}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}tr.entry{display:block;padding:8px 0;border-bottom:1px solid var(--border)}tr.entry td{display:flex;gap:10px;border:0;padding:2px 0}tr.entry td::before{content:attr(data-label);flex:0 0 88px;color:var(--muted);font-weight:400}td.path{min-width:0}}
@media (max-width:420px){header,main{padding:0 8px}section{padding:14px 12px}}
`;
