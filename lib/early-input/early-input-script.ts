import { createHash } from "node:crypto";
import { EARLY_INPUT_READY } from "./early-input-ready";

// Kept to syntax every browser parses, like the theme script: it runs in <head>, before anything else on the page.
// - It listens only until React has taken the page over (React marks `document`, its container, then): from then on
//   React handles every event itself, and replays one that comes while it hydrates.
// - The first tap on a button is held (a link, or a submit button of a form that posts without scripts, is left to
//   the browser): its default is stopped, so a form the page's scripts submit is not sent as a plain GET instead.
// - Keys pressed outside a field are kept ("/" and Ctrl+K, the search's shortcuts, are kept from the browser); keys
//   typed in a field are the browser's, and a text field's text is kept to hand to React, which may reset it.
// - Once the page has hydrated, each held action is replayed in order when its element is hydrated too (its props
//   are attached: a part of the page can hydrate later), within ten seconds; one that fails does not stop the rest.
const script = `(function(){var d=document,q=[],tapped=0,over=0;
function has(o,p){var k=Object.keys(o);for(var i=0;i<k.length;i++)if(k[i].indexOf(p)===0)return 1;return 0}
function open(){return !over&&!has(d,"__reactContainer$")}
function field(t){return t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))}
d.addEventListener("click",function(e){if(tapped||!open()||!e.target.closest)return;var b=e.target.closest("a[href],button");if(!b||b.tagName==="A"||b.disabled)return;
if(b.type==="submit"&&b.form&&b.form.querySelector("input[name^='$ACTION_']"))return;e.preventDefault();tapped=1;q.push({el:b})},true);
d.addEventListener("keydown",function(e){if(!open()||field(e.target))return;var k=e.key,c=e.ctrlKey||e.metaKey;if(!k||(k.length!==1&&k!=="Backspace")||e.altKey||(c&&k.toLowerCase()!=="k"))return;
if(k==="/"||c)e.preventDefault();q.push({key:k,ctrl:e.ctrlKey,meta:e.metaKey,shift:e.shiftKey})},true);
d.addEventListener("input",function(e){var t=e.target;if(!open()||!/^(INPUT|TEXTAREA)$/.test(t.tagName)||/^(checkbox|radio|file)$/.test(t.type))return;
for(var i=0;i<q.length;i++)if(q[i].field===t){q[i].value=t.value;return}q.push({field:t,value:t.value})},true);
function act(x){if(x.el)return x.el.click();if(x.field){var p=Object.getPrototypeOf(x.field),s=Object.getOwnPropertyDescriptor(p,"value").set,r=x.field._valueTracker;
if(r)r.setValue("");s.call(x.field,x.value);return x.field.dispatchEvent(new Event("input",{bubbles:true}))}
(d.activeElement||d.body).dispatchEvent(new KeyboardEvent("keydown",{key:x.key,ctrlKey:x.ctrl,metaKey:x.meta,shiftKey:x.shift,bubbles:true,cancelable:true}))}
window.${EARLY_INPUT_READY}=function(){if(over)return;over=1;var n=0;(function go(){var t=q.filter(function(x){var e=x.el||x.field;return e&&e.isConnected&&!has(e,"__reactProps$")});
if(t.length&&++n<200)return setTimeout(go,50);q.forEach(function(x){try{act(x)}catch(_){}});q=[]})()}})()`;

/**
 * Runs in <head>, before the first paint: keeps what a learner does on the painted page before its scripts have run
 * (lib/paint-first loads them after the paint) and hands it to the page once React has hydrated it. The
 * Content-Security-Policy allows it by its hash (lib/security/csp.ts).
 */
export const EARLY_INPUT_SCRIPT = script.replace(/\n/g, "");

/** The CSP source that allows EARLY_INPUT_SCRIPT, and nothing else. */
export const EARLY_INPUT_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_INPUT_SCRIPT).digest("base64")}'`;
